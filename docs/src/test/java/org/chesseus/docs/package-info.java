/** Checks that the documentation generated from the code is the documentation checked in. */
package org.chesseus.docs;
