/** The game: a composed rule book applied move by move, result codes, outcomes and rulings. */
package org.chesseus.api.game;
