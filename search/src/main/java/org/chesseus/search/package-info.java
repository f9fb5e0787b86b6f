/** The search plugin: negamax alpha-beta with PVS behind {@link org.chesseus.api.engine.Engine}. */
package org.chesseus.search;
