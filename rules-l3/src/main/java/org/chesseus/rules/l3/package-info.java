/** Layer l3: the full FIDE arbiter — claims, offers, agreement, resignation, flag fall, illegal moves, the clock. */
package org.chesseus.rules.l3;
