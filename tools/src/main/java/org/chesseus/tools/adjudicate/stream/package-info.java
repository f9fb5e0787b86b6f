/** Re-judging PGN archives of any size in constant memory: reading plain, gzip or zstd bytes, cutting them into games, judging in parallel in file order, writing the rulings back. */
package org.chesseus.tools.adjudicate.stream;
