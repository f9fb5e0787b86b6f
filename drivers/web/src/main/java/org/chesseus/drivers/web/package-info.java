/** The web driver of {@code chesseus serve}: an HTTP server on loopback with one page and a JSON API over the games it holds. */
package org.chesseus.drivers.web;
