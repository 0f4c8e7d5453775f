// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice A token that burns 1% of every transfer (not of mints or burns), so the receiver gets 99%.
/// Exercises the fee-on-transfer paths of the v2 router and the app's warnings about such tokens.
contract DevFeeOnTransfer is ERC20, Ownable {
    uint256 public constant FEE_PERCENT = 1;

    constructor() ERC20("Fee On Transfer Token", "FOT") Ownable(msg.sender) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0)) {
            uint256 fee = (value * FEE_PERCENT) / 100;
            super._update(from, address(0), fee);
            value -= fee;
        }
        super._update(from, to, value);
    }
}
