/** Peer engines the benches measure next to ours: a UCI process asked for perft counts and fixed-depth searches. */
package org.chesseus.tools.peer;
