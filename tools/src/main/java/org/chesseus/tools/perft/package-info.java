/** Perft as a driver runs it: measured counts, divide by root move, batch input lines and the bench set. */
package org.chesseus.tools.perft;
