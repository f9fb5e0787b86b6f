/** The architecture rules of ARCHITECTURE.md, checked on the built code: dependencies, names, modules and plugin discovery. */
package org.chesseus.architecture;
