/** Where an interactive command reads typed lines and shows text: JLine on a terminal, plain streams otherwise. */
package org.chesseus.launcher.terminal;
