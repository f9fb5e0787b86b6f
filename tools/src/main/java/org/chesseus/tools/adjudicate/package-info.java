/** Re-judging recorded games: replay under a rule book, the automatic endings, and the recorded end judged again. */
package org.chesseus.tools.adjudicate;
