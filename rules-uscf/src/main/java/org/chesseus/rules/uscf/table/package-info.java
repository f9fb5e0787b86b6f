/** Endgame tables of four pieces or fewer, made by retrograde analysis in memory: forced mates for US Chess 14E. */
package org.chesseus.rules.uscf.table;
