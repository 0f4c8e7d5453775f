// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @notice Local stand-in for DAI: 18 decimals and DAI's "allowed" permit, which approves everything or
/// nothing and takes the holder's current nonce explicitly (domain: "Dai Stablecoin", version "1").
contract DevDai is ERC20, EIP712, Ownable {
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address holder,address spender,uint256 nonce,uint256 expiry,bool allowed)");

    mapping(address => uint256) public nonces;

    constructor() ERC20("Dai Stablecoin", "DAI") EIP712("Dai Stablecoin", "1") Ownable(msg.sender) {}

    function version() external pure returns (string memory) {
        return "1";
    }

    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function permit(
        address holder,
        address spender,
        uint256 nonce,
        uint256 expiry,
        bool allowed,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        bytes32 digest =
            _hashTypedDataV4(keccak256(abi.encode(PERMIT_TYPEHASH, holder, spender, nonce, expiry, allowed)));
        require(holder != address(0), "Dai/invalid-address-0");
        require(holder == ECDSA.recover(digest, v, r, s), "Dai/invalid-permit");
        require(expiry == 0 || block.timestamp <= expiry, "Dai/permit-expired");
        require(nonce == nonces[holder]++, "Dai/invalid-nonce");
        _approve(holder, spender, allowed ? type(uint256).max : 0);
    }
}
