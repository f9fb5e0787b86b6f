/** Portable Game Notation: reading and writing game records with tags, comments and clock times. */
package org.chesseus.api.pgn;
