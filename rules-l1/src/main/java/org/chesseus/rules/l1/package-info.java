/** Layer l1, legality: the bitboard board, legal move generation, perft and move notation. */
package org.chesseus.rules.l1;
