/** Endgame tables of four pieces or fewer, made by retrograde analysis in memory: exact forced mates. */
package org.chesseus.rules.l2.table;
