/** {@code chesseus match}: two UCI engines play a series of games judged by the arbiter, with the statistics of the result. */
package org.chesseus.tools.match;
