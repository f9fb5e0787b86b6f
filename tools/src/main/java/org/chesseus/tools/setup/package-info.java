/** The game choices every command shares (rule ids to drop, clocks, delays, odds), read once for play and serve. */
package org.chesseus.tools.setup;
