/** Plugin lichess: the Lichess rules that differ from FIDE's — automatic fifty moves, material-only draws, its flag rule. */
package org.chesseus.rules.lichess;
