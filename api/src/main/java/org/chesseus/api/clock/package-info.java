/** Time controls and the chess clock (FIDE 6, Appendices A and B): increments, delays, periods, classes. */
package org.chesseus.api.clock;
