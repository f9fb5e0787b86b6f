/** The static evaluation: tapered middlegame/endgame terms with weights tuned on games. */
package org.chesseus.search.eval;
