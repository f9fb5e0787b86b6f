/** The picocli commands of {@code chesseus}, their options, output (human or JSON lines) and progress bar. */
package org.chesseus.launcher.cli;
