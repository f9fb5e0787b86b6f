/** Overlay {@code armageddon}: the FIDE book as an Armageddon game plays it, a draw counting as a Black win. */
package org.chesseus.rules.armageddon;
