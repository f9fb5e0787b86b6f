/** The vocabulary of chess: colours, pieces, squares, moves, castling rights, positions and FEN. */
package org.chesseus.api;
