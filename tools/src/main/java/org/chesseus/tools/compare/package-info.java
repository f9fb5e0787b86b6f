/** The teaching view: one game or position judged under several rule books side by side. */
package org.chesseus.tools.compare;
