/** Proofs read off the board that a side can never checkmate: material, and blockades. */
package org.chesseus.rules.l2.proof;
