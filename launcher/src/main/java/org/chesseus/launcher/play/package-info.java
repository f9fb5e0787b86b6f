/** {@code chesseus play}: a game under a composed rule book with a driver, players and a clock, recorded as it goes. */
package org.chesseus.launcher.play;
