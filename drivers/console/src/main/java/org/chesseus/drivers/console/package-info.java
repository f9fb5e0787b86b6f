/** The console driver: a board, FideLite's status line with live clocks, SAN or UCI typed in. */
package org.chesseus.drivers.console;
