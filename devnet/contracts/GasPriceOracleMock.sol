// SPDX-License-Identifier: MIT
pragma solidity ^0.8.26;

/// Stand-in for the OP-stack GasPriceOracle predeploy (0x420000000000000000000000000000000000000F).
/// getL1Fee is deterministic so tests can check it: 1e12 wei + 1e9 wei per byte of the
/// unsigned transaction.
contract GasPriceOracleMock {
    function getL1Fee(bytes memory data) external pure returns (uint256) {
        return 1e12 + data.length * 1e9;
    }

    function decimals() external pure returns (uint256) {
        return 6;
    }
}
