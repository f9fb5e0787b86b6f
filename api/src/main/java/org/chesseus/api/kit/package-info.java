/** The plugin author's kit: the amendments every federation makes (automatic claims, resignation that always loses, move counts), and a material view of the board. */
package org.chesseus.api.kit;
