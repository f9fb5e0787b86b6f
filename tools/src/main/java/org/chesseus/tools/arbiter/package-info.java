/** The arbiter bench: a corpus of games (real ones from a PGN record, or random ones) replayed under a rule book and by a peer. */
package org.chesseus.tools.arbiter;
