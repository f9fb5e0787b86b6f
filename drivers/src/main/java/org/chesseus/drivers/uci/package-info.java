/** External engines speaking UCI as players of {@code chesseus play}: a process, its reader thread, its go commands. */
package org.chesseus.drivers.uci;
