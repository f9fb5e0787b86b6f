/** The entry point of the {@code chesseus} command: the only class that touches the process's streams and exit status. */
package org.chesseus.launcher;
