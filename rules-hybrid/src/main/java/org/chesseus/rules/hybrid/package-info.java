/** Overlay {@code hybrid}: the mixed book FideLite's author proposes for online play. */
package org.chesseus.rules.hybrid;
