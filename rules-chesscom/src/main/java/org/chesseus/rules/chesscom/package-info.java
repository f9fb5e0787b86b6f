/** Plugin chesscom: the Chess.com rules that differ from FIDE's, from its help pages — automatic draws, its material lists. */
package org.chesseus.rules.chesscom;
