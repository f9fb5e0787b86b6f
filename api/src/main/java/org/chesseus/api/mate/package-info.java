/** The question under FIDE 5.2.2, 6.9 and 5.1.2: can a side still checkmate, and how it is proven. */
package org.chesseus.api.mate;
