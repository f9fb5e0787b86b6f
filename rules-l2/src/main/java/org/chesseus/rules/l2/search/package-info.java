/** Searches over legal lines: helpmates, lines that close without a mate, forced mates. */
package org.chesseus.rules.l2.search;
