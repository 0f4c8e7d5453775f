// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IUniVotes {
    function getPriorVotes(address account, uint256 blockNumber) external view returns (uint96);
}

interface ITimelock {
    function delay() external view returns (uint256);
    function GRACE_PERIOD() external view returns (uint256);
    function queuedTransactions(bytes32 txHash) external view returns (bool);
    function queueTransaction(address target, uint256 value, string calldata signature, bytes calldata data, uint256 eta)
        external
        returns (bytes32);
    function cancelTransaction(address target, uint256 value, string calldata signature, bytes calldata data, uint256 eta)
        external;
    function executeTransaction(address target, uint256 value, string calldata signature, bytes calldata data, uint256 eta)
        external
        payable
        returns (bytes memory);
}

/// @notice A small governor with GovernorBravo's read and write interface (proposals with abstain votes,
/// castVote with support 0 = against, 1 = for, 2 = abstain), voting with UNI's checkpointed votes and
/// executing through the Timelock. No published npm package ships GovernorBravo bytecode, so the local
/// chain uses this instead; the upgradeable delegator/delegate split and signature voting are left out.
contract DevGovernorBravo {
    string public constant name = "Uniswap Governor Bravo";
    uint256 public constant proposalMaxOperations = 10;

    enum ProposalState {
        Pending,
        Active,
        Canceled,
        Defeated,
        Succeeded,
        Queued,
        Expired,
        Executed
    }

    struct Proposal {
        uint256 id;
        address proposer;
        uint256 eta;
        uint256 startBlock;
        uint256 endBlock;
        uint256 forVotes;
        uint256 againstVotes;
        uint256 abstainVotes;
        bool canceled;
        bool executed;
    }

    struct Receipt {
        bool hasVoted;
        uint8 support;
        uint96 votes;
    }

    struct Actions {
        address[] targets;
        uint256[] values;
        string[] signatures;
        bytes[] calldatas;
    }

    ITimelock public immutable timelock;
    IUniVotes public immutable uni;
    uint256 public immutable votingDelay;
    uint256 public immutable votingPeriod;
    uint256 public immutable proposalThreshold;
    uint256 public immutable quorumVotes;

    uint256 public proposalCount;
    uint256 public initialProposalId;
    mapping(uint256 => Proposal) public proposals;
    mapping(address => uint256) public latestProposalIds;
    mapping(uint256 => Actions) private actions;
    mapping(uint256 => mapping(address => Receipt)) private receipts;

    event ProposalCreated(
        uint256 id,
        address proposer,
        address[] targets,
        uint256[] values,
        string[] signatures,
        bytes[] calldatas,
        uint256 startBlock,
        uint256 endBlock,
        string description
    );
    event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 votes, string reason);
    event ProposalCanceled(uint256 id);
    event ProposalQueued(uint256 id, uint256 eta);
    event ProposalExecuted(uint256 id);

    constructor(
        address timelock_,
        address uni_,
        uint256 votingDelay_,
        uint256 votingPeriod_,
        uint256 proposalThreshold_,
        uint256 quorumVotes_,
        uint256 initialProposalId_
    ) {
        timelock = ITimelock(timelock_);
        uni = IUniVotes(uni_);
        votingDelay = votingDelay_;
        votingPeriod = votingPeriod_;
        proposalThreshold = proposalThreshold_;
        quorumVotes = quorumVotes_;
        // As GovernorBravo's _initiate: ids continue after the governors it replaced (mainnet's first was 9).
        initialProposalId = initialProposalId_;
        proposalCount = initialProposalId_;
    }

    function propose(
        address[] memory targets,
        uint256[] memory values,
        string[] memory signatures,
        bytes[] memory calldatas,
        string memory description
    ) external returns (uint256) {
        require(
            uni.getPriorVotes(msg.sender, block.number - 1) > proposalThreshold,
            "GovernorBravo::propose: proposer votes below proposal threshold"
        );
        require(
            targets.length == values.length && targets.length == signatures.length
                && targets.length == calldatas.length,
            "GovernorBravo::propose: proposal function information arity mismatch"
        );
        require(targets.length != 0, "GovernorBravo::propose: must provide actions");
        require(targets.length <= proposalMaxOperations, "GovernorBravo::propose: too many actions");

        uint256 latestProposalId = latestProposalIds[msg.sender];
        if (latestProposalId != 0) {
            ProposalState latest = state(latestProposalId);
            require(
                latest != ProposalState.Active,
                "GovernorBravo::propose: one live proposal per proposer, found an already active proposal"
            );
            require(
                latest != ProposalState.Pending,
                "GovernorBravo::propose: one live proposal per proposer, found an already pending proposal"
            );
        }

        uint256 startBlock = block.number + votingDelay;
        uint256 endBlock = startBlock + votingPeriod;
        uint256 id = ++proposalCount;
        proposals[id] = Proposal({
            id: id,
            proposer: msg.sender,
            eta: 0,
            startBlock: startBlock,
            endBlock: endBlock,
            forVotes: 0,
            againstVotes: 0,
            abstainVotes: 0,
            canceled: false,
            executed: false
        });
        actions[id] = Actions(targets, values, signatures, calldatas);
        latestProposalIds[msg.sender] = id;

        emit ProposalCreated(id, msg.sender, targets, values, signatures, calldatas, startBlock, endBlock, description);
        return id;
    }

    function queue(uint256 proposalId) external {
        require(
            state(proposalId) == ProposalState.Succeeded,
            "GovernorBravo::queue: proposal can only be queued if it is succeeded"
        );
        Actions storage a = actions[proposalId];
        uint256 eta = block.timestamp + timelock.delay();
        for (uint256 i = 0; i < a.targets.length; i++) {
            bytes32 txHash = keccak256(abi.encode(a.targets[i], a.values[i], a.signatures[i], a.calldatas[i], eta));
            require(
                !timelock.queuedTransactions(txHash),
                "GovernorBravo::queue: identical proposal action already queued at eta"
            );
            timelock.queueTransaction(a.targets[i], a.values[i], a.signatures[i], a.calldatas[i], eta);
        }
        proposals[proposalId].eta = eta;
        emit ProposalQueued(proposalId, eta);
    }

    function execute(uint256 proposalId) external payable {
        require(
            state(proposalId) == ProposalState.Queued,
            "GovernorBravo::execute: proposal can only be executed if it is queued"
        );
        Proposal storage proposal = proposals[proposalId];
        proposal.executed = true;
        Actions storage a = actions[proposalId];
        for (uint256 i = 0; i < a.targets.length; i++) {
            timelock.executeTransaction{value: a.values[i]}(
                a.targets[i], a.values[i], a.signatures[i], a.calldatas[i], proposal.eta
            );
        }
        emit ProposalExecuted(proposalId);
    }

    function cancel(uint256 proposalId) external {
        require(
            state(proposalId) != ProposalState.Executed,
            "GovernorBravo::cancel: cannot cancel executed proposal"
        );
        Proposal storage proposal = proposals[proposalId];
        require(
            msg.sender == proposal.proposer
                || uni.getPriorVotes(proposal.proposer, block.number - 1) < proposalThreshold,
            "GovernorBravo::cancel: proposer above threshold"
        );
        proposal.canceled = true;
        Actions storage a = actions[proposalId];
        for (uint256 i = 0; i < a.targets.length; i++) {
            timelock.cancelTransaction(a.targets[i], a.values[i], a.signatures[i], a.calldatas[i], proposal.eta);
        }
        emit ProposalCanceled(proposalId);
    }

    function castVote(uint256 proposalId, uint8 support) external {
        emit VoteCast(msg.sender, proposalId, support, _castVote(msg.sender, proposalId, support), "");
    }

    function castVoteWithReason(uint256 proposalId, uint8 support, string calldata reason) external {
        emit VoteCast(msg.sender, proposalId, support, _castVote(msg.sender, proposalId, support), reason);
    }

    function getActions(uint256 proposalId)
        external
        view
        returns (address[] memory targets, uint256[] memory values, string[] memory signatures, bytes[] memory calldatas)
    {
        Actions storage a = actions[proposalId];
        return (a.targets, a.values, a.signatures, a.calldatas);
    }

    function getReceipt(uint256 proposalId, address voter) external view returns (Receipt memory) {
        return receipts[proposalId][voter];
    }

    function state(uint256 proposalId) public view returns (ProposalState) {
        require(proposalCount >= proposalId && proposalId > initialProposalId, "GovernorBravo::state: invalid proposal id");
        Proposal storage proposal = proposals[proposalId];
        if (proposal.canceled) return ProposalState.Canceled;
        if (block.number <= proposal.startBlock) return ProposalState.Pending;
        if (block.number <= proposal.endBlock) return ProposalState.Active;
        if (proposal.forVotes <= proposal.againstVotes || proposal.forVotes < quorumVotes) {
            return ProposalState.Defeated;
        }
        if (proposal.eta == 0) return ProposalState.Succeeded;
        if (proposal.executed) return ProposalState.Executed;
        if (block.timestamp >= proposal.eta + timelock.GRACE_PERIOD()) return ProposalState.Expired;
        return ProposalState.Queued;
    }

    function _castVote(address voter, uint256 proposalId, uint8 support) private returns (uint96) {
        require(state(proposalId) == ProposalState.Active, "GovernorBravo::castVoteInternal: voting is closed");
        require(support <= 2, "GovernorBravo::castVoteInternal: invalid vote type");
        Receipt storage receipt = receipts[proposalId][voter];
        require(!receipt.hasVoted, "GovernorBravo::castVoteInternal: voter already voted");
        Proposal storage proposal = proposals[proposalId];
        uint96 votes = uni.getPriorVotes(voter, proposal.startBlock);

        if (support == 0) proposal.againstVotes += votes;
        else if (support == 1) proposal.forVotes += votes;
        else proposal.abstainVotes += votes;

        receipt.hasVoted = true;
        receipt.support = support;
        receipt.votes = votes;
        return votes;
    }
}
