/** The driver SPI: front ends through which people play a game, found with ServiceLoader. */
package org.chesseus.api.driver;
