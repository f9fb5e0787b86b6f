/** How the drivers set up a Chess960 game: the start position by number or at random, and which books play Chess960. */
package org.chesseus.tools.variant;
