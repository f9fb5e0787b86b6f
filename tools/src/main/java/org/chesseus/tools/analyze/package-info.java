/** The analysis of positions behind {@code chesseus analyze} and {@code bench analyze}: status, dead position, who can still mate. */
package org.chesseus.tools.analyze;
