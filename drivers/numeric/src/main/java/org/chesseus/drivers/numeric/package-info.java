/** The numeric driver, FideLite's numerical interface: squares as two digits, the clocks, the last move, the result code. */
package org.chesseus.drivers.numeric;
