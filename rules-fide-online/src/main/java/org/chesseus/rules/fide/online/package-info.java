/** Overlay fide-online: the FIDE Online Chess Regulations, automatic threefold and fifty moves, resignation always a loss. */
package org.chesseus.rules.fide.online;
