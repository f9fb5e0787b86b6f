/** A test corpus that looks like a month of an online archive: engine self-play written in Lichess's export format. */
package org.chesseus.tools.corpus;
