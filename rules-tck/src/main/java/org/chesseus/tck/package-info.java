/** The rules conformance kit a rule layer's tests extend. */
package org.chesseus.tck;
