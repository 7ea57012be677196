// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// EIP-7702 delegate: an account that delegates its code here can run several calls in one
/// transaction it sends to itself. Only the account itself may call execute.
contract BatchCallDelegate {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    event CallExecuted(address indexed to, uint256 value);

    function execute(Call[] calldata calls) external payable {
        require(msg.sender == address(this), "BatchCallDelegate: only self");
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory ret) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) {
                assembly {
                    revert(add(ret, 32), mload(ret))
                }
            }
            emit CallExecuted(calls[i].to, calls[i].value);
        }
    }

    receive() external payable {}
}
