/** UCI both ways: {@code chesseus uci} serving the search plugin, and external engines (and our own, as a child process) as players. */
package org.chesseus.drivers.uci;
