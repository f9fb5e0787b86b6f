/** Overlay chess960: the 960 start arrays and Chess960 castling notation, every rule of the book unchanged. */
package org.chesseus.rules.chess960;
