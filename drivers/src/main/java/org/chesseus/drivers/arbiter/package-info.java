/** The arbiter bench: a fixed corpus of random legal games, replayed under a rule book and by a peer. */
package org.chesseus.drivers.arbiter;
