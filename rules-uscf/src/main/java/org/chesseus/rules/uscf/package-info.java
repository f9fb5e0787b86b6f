/** Overlay uscf: the US Chess rules that differ from FIDE's — claims, 14E on time, 14K, resignation, delay clocks. */
package org.chesseus.rules.uscf;
