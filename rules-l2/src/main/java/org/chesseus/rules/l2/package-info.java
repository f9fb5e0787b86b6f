/** Layer l2: draws born on the board — repetition, fivefold, 75 moves, dead position. */
package org.chesseus.rules.l2;
